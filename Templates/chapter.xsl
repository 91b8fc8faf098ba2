<?xml version="1.0" encoding="UTF-8"?>
<!--
  Wraps one chapter's content in an XHTML content document.
  Input: <page kind="chapter"> with <book>, <stylesheet>, <title>, <type> and
  <content> (the chapter body as XHTML). See README, "Templates".
-->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml"
    xmlns:h="http://www.w3.org/1999/xhtml"
    xmlns:epub="http://www.idpf.org/2007/ops"
    exclude-result-prefixes="h">
  <xsl:output method="xml" encoding="UTF-8"/>
  <xsl:include href="common.xsl"/>

  <xsl:template match="/page">
    <xsl:call-template name="document">
      <!-- An XHTML or HTML page (source-page) not made of sections has its type on its <body>: a section
           around its content would break its own CSS (`body > p`, `body > h1:first-child`). -->
      <xsl:with-param name="body-type" select="type[../source-page and not(../sectioned)]"/>
      <xsl:with-param name="body">
        <xsl:choose>
          <!-- An (X)HTML page made of its own sections (Standard Ebooks' <section epub:type="chapter">, an
               endnotes page's <section epub:type="endnotes">) keeps them as they are: a section around them
               would nest each chapter in another and call an endnotes page a chapter. -->
          <xsl:when test="as-written and (sectioned or source-page)">
            <xsl:processing-instruction name="epubbuild-content"/>
          </xsl:when>
          <xsl:otherwise>
            <xsl:call-template name="chapter-section"/>
          </xsl:otherwise>
        </xsl:choose>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <xsl:template name="chapter-section">
    <section epub:type="{type}" class="{type}">
      <!-- A Markdown chapter that does not show its own title (has-title:
           an h1, or a first heading that reads as the title) gets it shown,
           as GitBook shows a page of text or of `##` sections under its
           summary label; an (X)HTML page (as-written) and a fixed-layout
           page (one with a viewport) are drawn as they are. -->
      <xsl:if test="not(viewport) and not(as-written) and not(has-title)">
        <h1 class="chapter-title"><xsl:value-of select="title"/></h1>
      </xsl:if>
      <!-- Where the chapter's content goes: the build moves it here after
           the templates ran (copied through $body it was copied twice).
           <xsl:copy-of select="content/node()"/> still works. -->
      <xsl:processing-instruction name="epubbuild-content"/>
    </section>
  </xsl:template>
</xsl:stylesheet>

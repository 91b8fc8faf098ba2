<?xml version="1.0" encoding="UTF-8"?>
<!--
  The EPUB 3 navigation document (EPUB 3.3 §7.4).
  Input: <page kind="navigation"> with <toc title="…"> holding nested
  <entry title="…" href="…">, <landmarks title="…"> holding <entry type="…" title="…" href="…">, and
  <page-list title="…"> holding <entry title="…" href="…"> when the book has one (each title in the
  book's language: Contents, Landmarks, Pages; Inhalt, Orientierungspunkte, Seiten). A toc entry
  with heading="true" only heads the entries inside it (its href is where the first of them leads).
-->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml"
    xmlns:epub="http://www.idpf.org/2007/ops">
  <xsl:output method="xml" encoding="UTF-8"/>
  <xsl:include href="common.xsl"/>

  <xsl:template match="/page">
    <xsl:call-template name="document">
      <xsl:with-param name="body">
        <nav epub:type="toc" id="toc" role="doc-toc">
          <h1><xsl:value-of select="toc/@title"/></h1>
          <ol><xsl:apply-templates select="toc/entry"/></ol>
        </nav>
        <xsl:if test="landmarks/entry">
          <nav epub:type="landmarks" id="landmarks" hidden="hidden">
            <h2><xsl:value-of select="landmarks/@title"/></h2>
            <ol>
              <xsl:for-each select="landmarks/entry">
                <li><a epub:type="{@type}" href="{@href}"><xsl:value-of select="@title"/></a></li>
              </xsl:for-each>
            </ol>
          </nav>
        </xsl:if>
        <!-- Where the print edition's pages begin (EPUB 3.3 §7.4.3.2). -->
        <xsl:if test="page-list/entry">
          <nav epub:type="page-list" id="page-list" hidden="hidden">
            <h2><xsl:value-of select="page-list/@title"/></h2>
            <ol>
              <xsl:for-each select="page-list/entry">
                <li><a href="{@href}"><xsl:value-of select="@title"/></a></li>
              </xsl:for-each>
            </ol>
          </nav>
        </xsl:if>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>

  <xsl:template match="entry">
    <li>
      <xsl:choose>
        <!-- An entry that only heads its entries (heading="true"): a <span>, which EPUB 3.3 §7.4.2 allows
             when an <ol> of entries follows it. -->
        <xsl:when test="@heading = 'true' and entry"><span><xsl:value-of select="@title"/></span></xsl:when>
        <xsl:otherwise><a href="{@href}"><xsl:value-of select="@title"/></a></xsl:otherwise>
      </xsl:choose>
      <!-- EPUB 3.3 §7.4.2: an <ol> must hold at least one <li>, so only non-empty levels get one. -->
      <xsl:if test="entry">
        <ol><xsl:apply-templates select="entry"/></ol>
      </xsl:if>
    </li>
  </xsl:template>
</xsl:stylesheet>

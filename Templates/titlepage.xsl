<?xml version="1.0" encoding="UTF-8"?>
<!-- The title page. Input: <page kind="titlepage"> with <book>, and <abstract> when the book has one. -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml"
    xmlns:epub="http://www.idpf.org/2007/ops">
  <xsl:output method="xml" encoding="UTF-8"/>
  <xsl:include href="common.xsl"/>

  <!-- Each paragraph of `text` (apart by a blank line) as a <p class="{$class}">. -->
  <xsl:template name="paragraphs">
    <xsl:param name="text"/>
    <xsl:param name="class"/>
    <xsl:choose>
      <xsl:when test="contains($text, '&#10;&#10;')">
        <p class="{$class}"><xsl:value-of select="substring-before($text, '&#10;&#10;')"/></p>
        <xsl:call-template name="paragraphs">
          <xsl:with-param name="text" select="substring-after($text, '&#10;&#10;')"/>
          <xsl:with-param name="class" select="$class"/>
        </xsl:call-template>
      </xsl:when>
      <xsl:otherwise>
        <p class="{$class}"><xsl:value-of select="$text"/></p>
      </xsl:otherwise>
    </xsl:choose>
  </xsl:template>

  <xsl:template match="/page">
    <xsl:call-template name="document">
      <xsl:with-param name="body">
        <section epub:type="titlepage" class="titlepage">
          <!-- copy-of: a pandoc book's title keeps its emphasis here (<em>, <strong>, <code>); elsewhere it is text. -->
          <h1 class="title"><xsl:copy-of select="book/title/node()"/></h1>
          <xsl:if test="book/subtitle">
            <p class="subtitle"><xsl:copy-of select="book/subtitle/node()"/></p>
          </xsl:if>
          <xsl:for-each select="book/author">
            <p class="author"><xsl:value-of select="."/></p>
          </xsl:for-each>
          <!-- An editor's, a translator's and an illustrator's line, in the book's words ("Translated by …"). -->
          <xsl:for-each select="book/credit">
            <p class="credit {@role}"><xsl:value-of select="."/></p>
          </xsl:for-each>
          <!-- The year of the date, or the date as the book writes it (date-as-written: pandoc's metadata, whose
               title page shows `January 2024` as written, and a date no metadata can state). -->
          <xsl:if test="book/publisher | book/date | book/date-as-written">
            <p class="imprint">
              <xsl:value-of select="book/publisher"/>
              <xsl:if test="book/publisher and (book/date | book/date-as-written)"><xsl:text>, </xsl:text></xsl:if>
              <xsl:choose>
                <xsl:when test="book/date-as-written"><xsl:value-of select="book/date-as-written"/></xsl:when>
                <xsl:otherwise><xsl:value-of select="substring(book/date, 1, 4)"/></xsl:otherwise>
              </xsl:choose>
            </p>
          </xsl:if>
          <!-- The rights statement, a paragraph each (its paragraphs apart by a blank line, as pandoc writes them). -->
          <xsl:if test="book/rights">
            <xsl:call-template name="paragraphs">
              <xsl:with-param name="text" select="book/rights"/>
              <xsl:with-param name="class" select="'rights'"/>
            </xsl:call-template>
          </xsl:if>
          <xsl:if test="abstract">
            <section class="abstract" aria-label="{abstract/@title}">
              <p class="abstract-title"><xsl:value-of select="abstract/@title"/></p>
              <xsl:for-each select="abstract/p">
                <p><xsl:copy-of select="node()"/></p>
              </xsl:for-each>
            </section>
          </xsl:if>
        </section>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>
</xsl:stylesheet>

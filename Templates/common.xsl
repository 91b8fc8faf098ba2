<?xml version="1.0" encoding="UTF-8"?>
<!--
  Shared by the page templates: the <html>/<head> every XHTML content document
  of the book has. Override it in a book's templates folder to change every page.
-->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml"
    xmlns:epub="http://www.idpf.org/2007/ops">

  <xsl:template name="document">
    <xsl:param name="body"/>
    <xsl:param name="body-class" select="@kind"/>
    <!-- The page's epub:type on its <body>, for a page whose content is not wrapped in a section (a node-set:
         a result tree fragment would be built for every page). -->
    <xsl:param name="body-type" select="/.."/>
    <html xml:lang="{@lang}" lang="{@lang}">
      <xsl:if test="@dir">
        <xsl:attribute name="dir"><xsl:value-of select="@dir"/></xsl:attribute>
      </xsl:if>
      <xsl:if test="prefix">
        <xsl:attribute name="epub:prefix"><xsl:value-of select="prefix"/></xsl:attribute>
      </xsl:if>
      <!-- The source page's own <html> attributes (a Japanese book's class="vrtl", which its CSS writes
           vertically by). -->
      <xsl:copy-of select="root/@*"/>
      <head>
        <meta charset="UTF-8"/>
        <!-- mdBook's {{#title}} names the page apart from its entry in the contents. -->
        <title><xsl:value-of select="page-title | title[not(../page-title)]"/></title>
        <!-- A fixed-layout page's size (EPUB 3.3 §8.2.2.2). -->
        <xsl:if test="viewport">
          <meta name="viewport" content="{viewport}"/>
        </xsl:if>
        <!-- An alternate stylesheet (a night theme the source page offered) stays one: applied only when picked. -->
        <xsl:for-each select="stylesheet">
          <xsl:choose>
            <xsl:when test="@alternate-title">
              <link rel="alternate stylesheet" type="text/css" href="{@href}" title="{@alternate-title}"/>
            </xsl:when>
            <xsl:otherwise>
              <link rel="stylesheet" type="text/css" href="{@href}"/>
            </xsl:otherwise>
          </xsl:choose>
        </xsl:for-each>
        <xsl:for-each select="style">
          <style><xsl:value-of select="."/></style>
        </xsl:for-each>
      </head>
      <!-- The source page's own <body> attributes (its id, its class for the book's CSS) join the template's. -->
      <body class="{normalize-space(concat($body-class, ' ', content/@class))}">
        <xsl:if test="$body-type">
          <xsl:attribute name="epub:type"><xsl:value-of select="$body-type"/></xsl:attribute>
        </xsl:if>
        <xsl:copy-of select="content/@*[local-name() != 'class']"/>
        <xsl:copy-of select="$body"/>
      </body>
    </html>
  </xsl:template>
</xsl:stylesheet>

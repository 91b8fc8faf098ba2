<?xml version="1.0" encoding="UTF-8"?>
<!-- A book's own chapter template: marks every chapter with class="house-style". -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml" xmlns:epub="http://www.idpf.org/2007/ops">
  <xsl:output method="xml" encoding="UTF-8"/>
  <xsl:include href="common.xsl"/>
  <xsl:template match="/page">
    <xsl:call-template name="document">
      <xsl:with-param name="body">
        <article class="house-style" epub:type="{type}"><xsl:copy-of select="content/node()"/></article>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>
</xsl:stylesheet>

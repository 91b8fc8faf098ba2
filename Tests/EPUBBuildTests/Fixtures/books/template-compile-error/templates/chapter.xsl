<?xml version="1.0" encoding="UTF-8"?>
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns="http://www.w3.org/1999/xhtml">
  <xsl:include href="common.xsl"/>
  <xsl:template match="/page">
    <xsl:bogus/>
    <xsl:call-template name="document">
      <xsl:with-param name="body">
        <xsl:value-of select="[["/>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>
</xsl:stylesheet>

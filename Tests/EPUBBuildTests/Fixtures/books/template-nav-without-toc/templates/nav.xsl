<?xml version="1.0" encoding="UTF-8"?>
<!-- A navigation template that forgot the toc nav: a plain list of links. -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns="http://www.w3.org/1999/xhtml">
  <xsl:include href="common.xsl"/>
  <xsl:template match="/page">
    <xsl:call-template name="document">
      <xsl:with-param name="body">
        <ol><xsl:for-each select="toc//entry"><li><a href="{@href}"><xsl:value-of select="@title"/></a></li></xsl:for-each></ol>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>
</xsl:stylesheet>

<?xml version="1.0" encoding="UTF-8"?>
<!-- A chapter template with mistakes the build must catch: an id written twice,
     an image that is not in the package and a link to an id nobody has. -->
<xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform" xmlns="http://www.w3.org/1999/xhtml">
  <xsl:include href="common.xsl"/>
  <xsl:template match="/page">
    <xsl:call-template name="document">
      <xsl:with-param name="body">
        <header id="banner"><img src="nope.png" alt="Logo"/></header>
        <xsl:copy-of select="content/node()"/>
        <footer id="banner"><a href="#top">Top</a></footer>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>
</xsl:stylesheet>

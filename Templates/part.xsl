<?xml version="1.0" encoding="UTF-8"?>
<!-- The divider page that opens a part. Input: <page kind="part"> with <title>, and a <web-link href="…"> for each
     web page the part's summary entries link (the contents may not list them). -->
<xsl:stylesheet version="1.0"
    xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
    xmlns="http://www.w3.org/1999/xhtml"
    xmlns:epub="http://www.idpf.org/2007/ops">
  <xsl:output method="xml" encoding="UTF-8"/>
  <xsl:include href="common.xsl"/>

  <xsl:template match="/page">
    <xsl:call-template name="document">
      <xsl:with-param name="body">
        <section epub:type="part" class="part">
          <h1 class="part-title"><xsl:value-of select="title"/></h1>
          <xsl:if test="web-link">
            <ul class="part-links">
              <xsl:for-each select="web-link">
                <li><a href="{@href}"><xsl:value-of select="."/></a></li>
              </xsl:for-each>
            </ul>
          </xsl:if>
        </section>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>
</xsl:stylesheet>

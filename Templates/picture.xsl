<?xml version="1.0" encoding="UTF-8"?>
<!--
  The page showing a picture chapter (a JPEG, PNG, GIF or WebP in the reading
  order): the picture's fallback for reading systems that cannot show it as a
  page of its own. Input: <page kind="picture"> with <title> and <image src="…" alt="…"/>.
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
        <section class="picture">
          <img src="{image/@src}" alt="{image/@alt}"/>
        </section>
      </xsl:with-param>
    </xsl:call-template>
  </xsl:template>
</xsl:stylesheet>

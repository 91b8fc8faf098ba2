import Foundation
import Testing

@testable import XMLTree

@Suite struct XSLTStylesheetTests {
    @Test func quotesParameterValuesAsXPathLiterals() {
        #expect(XSLTStylesheet.xpathLiteral("plain") == "'plain'")
        #expect(XSLTStylesheet.xpathLiteral("it's") == "\"it's\"")
        #expect(XSLTStylesheet.xpathLiteral("it's \"x\"") == "concat('it', \"'\", 's \"x\"')")
    }

    @Test func reportsATemplateThatDoesNotCompile() throws {
        let path = TestPaths.temporaryDirectory() + "/broken.xsl"
        try """
        <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform">
          <xsl:template match="/"><xsl:value-of/></xsl:template>
        </xsl:stylesheet>
        """.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(throws: XSLTStylesheet.Failure.self) { _ = try XSLTStylesheet(path: path) }
    }

    @Test func templatesCannotWriteFiles() throws {
        let folder = TestPaths.temporaryDirectory()
        try """
        <xsl:stylesheet version="1.0" xmlns:xsl="http://www.w3.org/1999/XSL/Transform"
            xmlns:exsl="http://exslt.org/common" extension-element-prefixes="exsl">
          <xsl:template match="/"><exsl:document href="\(folder)/escaped.txt" method="text">x</exsl:document><r/></xsl:template>
        </xsl:stylesheet>
        """.write(toFile: folder + "/write.xsl", atomically: true, encoding: .utf8)
        let stylesheet = try XSLTStylesheet(path: folder + "/write.xsl")
        _ = try? stylesheet.apply(to: XMLTree(rootName: "page"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/escaped.txt"))
    }
}

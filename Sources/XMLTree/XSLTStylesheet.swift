import CLibXML2
import CLibXSLT
import CXMLShim
import Foundation

/// A compiled XSLT 1.0 stylesheet (libxslt, with the EXSLT extensions).
/// Compile once, apply many times; applying is safe from several threads.
public final class XSLTStylesheet: @unchecked Sendable {
    private let stylesheet: xsltStylesheetPtr
    public let path: String

    public struct Failure: Error, Equatable, Sendable, CustomStringConvertible {
        public var path: String
        public var message: String
        public var description: String { "\(path): \(message)" }
    }

    /// EXSLT's functions go into libxslt's process-wide extension registry:
    /// once, before any stylesheet is compiled (a Swift static is initialised
    /// once, whichever thread gets there first). libxslt's generic error
    /// handler is silenced here too; it is only pointed elsewhere under `compiling`.
    private static let registered: Void = {
        LibXML.ensureInitialized()
        exsltRegisterAll()
        cxml_capture_generic_errors(nil)
    }()

    /// Compile errors reach libxslt's generic error handler, a process-wide
    /// global (not per thread, unlike libxml2's): two books compiling their
    /// templates at once would write into each other's message buffers, one of
    /// them perhaps already freed. Compiling is therefore one at a time; applying
    /// a compiled stylesheet reports through its own transform context and runs in parallel.
    private static let compiling = NSLock()

    /// Compiles the stylesheet at `path`. An `xsl:include` or `xsl:import`
    /// is looked up in `includeFolders` first, in their order, then beside the
    /// stylesheet: a book's own template can include the default `common.xsl`,
    /// and a book's own `common.xsl` is the one every default template
    /// includes (looked up beside them first, the default one was used).
    public init(path: String, includeFolders: [String] = []) throws(Failure) {
        _ = XSLTStylesheet.registered
        LibXML.ensureInitialized()
        self.path = path
        let data: Data
        do { data = try Data(contentsOf: URL(fileURLWithPath: path)) } catch {
            throw Failure(path: path, message: "cannot read the template: \(error.localizedDescription)")
        }
        let document: XMLTree
        do { document = try XMLTree.parse(xml: data, url: path) } catch {
            throw Failure(path: "\(path):\(error.line):\(error.column)", message: error.message)
        }
        let xslt = ["x": "http://www.w3.org/1999/XSL/Transform"]
        for href in document.select(
            "/x:stylesheet/x:include/@href | /x:stylesheet/x:import/@href | /x:transform/x:include/@href",
            namespaces: xslt)
        {
            let name = href.textContent
            guard !name.hasPrefix("/"), !name.contains(":"),
                let file = includeFolders.map({ $0 + "/" + name }).first(where: {
                    FileManager.default.fileExists(atPath: $0)
                })
            else { continue }
            href.parent?.setAttribute("href", file)
        }
        // The stylesheet takes ownership of the document on success, so hand it a copy.
        guard let copy = xmlCopyDoc(document.doc, 1) else {
            throw Failure(path: path, message: "cannot copy the template")
        }
        let messages = MessageBuffer()
        let compiled = Self.compiling.withLock {
            cxml_capture_generic_errors(messages.pointer)
            defer { cxml_capture_generic_errors(nil) }
            return xsltParseStylesheetDoc(copy)
        }
        guard let compiled, compiled.pointee.errors == 0 else {
            if let compiled { xsltFreeStylesheet(compiled) } else { xmlFreeDoc(copy) }
            throw Failure(path: path, message: messages.text ?? "not a valid XSLT stylesheet")
        }
        stylesheet = compiled
    }

    deinit {
        xsltFreeStylesheet(stylesheet)
    }

    /// Transforms `input`. String parameters are passed as XPath string
    /// literals, so they need no quoting by the caller.
    public func apply(to input: XMLTree, parameters: [String: String] = [:]) throws(Failure) -> XMLTree {
        guard let context = xsltNewTransformContext(stylesheet, input.doc) else {
            throw Failure(path: path, message: "cannot create a transform context")
        }
        defer { xsltFreeTransformContext(context) }
        // Templates may read files beside them, but never write files or reach the network.
        let security = xsltNewSecurityPrefs()
        defer { xsltFreeSecurityPrefs(security) }
        xsltSetSecurityPrefs(security, XSLT_SECPREF_WRITE_FILE, xsltSecurityForbid)
        xsltSetSecurityPrefs(security, XSLT_SECPREF_CREATE_DIRECTORY, xsltSecurityForbid)
        xsltSetSecurityPrefs(security, XSLT_SECPREF_READ_NETWORK, xsltSecurityForbid)
        xsltSetSecurityPrefs(security, XSLT_SECPREF_WRITE_NETWORK, xsltSecurityForbid)
        xsltSetCtxtSecurityPrefs(security, context)

        let messages = MessageBuffer()
        cxml_capture_transform_errors(context, messages.pointer)

        let quoted = parameters.sorted { $0.key < $1.key }.map { ($0.key, Self.xpathLiteral($0.value)) }
        var cStrings: [UnsafeMutablePointer<CChar>?] = quoted.flatMap { [strdup($0.0), strdup($0.1)] }
        cStrings.append(nil)
        defer { cStrings.forEach { free($0) } }
        let result: xmlDocPtr? = cStrings.withUnsafeMutableBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: UnsafePointer<CChar>?.self, capacity: buffer.count) { params in
                xsltApplyStylesheetUser(stylesheet, input.doc, params, nil, nil, context)
            }
        }
        guard let result, context.pointee.state == XSLT_STATE_OK else {
            if let result { xmlFreeDoc(result) }
            throw Failure(path: path, message: messages.text ?? "the transformation failed")
        }
        return XMLTree(owning: result)
    }

    /// An XPath 1.0 string literal for `value` (XPath has no escape character,
    /// so a value holding both quote kinds is built with concat()).
    static func xpathLiteral(_ value: String) -> String {
        if !value.contains("'") { return "'\(value)'" }
        if !value.contains("\"") { return "\"\(value)\"" }
        let parts = value.split(separator: "'", omittingEmptySubsequences: false).map { "'\($0)'" }
        return "concat(" + parts.joined(separator: ", \"'\", ") + ")"
    }
}

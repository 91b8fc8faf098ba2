import CLibXML2
import CXMLShim

/// One-time set-up of libxml2, shared by every wrapper in this module.
enum LibXML {
    /// libxml2 must be initialised once before threads use it
    /// (xmlInitParser's documentation: "call once before processing in case of use in multithreaded programs").
    static let initialized: Void = {
        xmlInitParser()
    }()

    static func ensureInitialized() {
        _ = initialized
        // libxml2's generic handler is per thread; drop its chatter so nothing reaches stderr.
        cxml_drop_generic_errors()
    }

    static func string(_ pointer: UnsafePointer<xmlChar>?) -> String? {
        guard let pointer else { return nil }
        return String(cString: pointer)
    }

    /// Whether the C string `pointer` is `text`, compared byte by byte without converting either.
    static func equals(_ pointer: UnsafePointer<xmlChar>?, _ text: String) -> Bool {
        guard let pointer else { return false }
        var index = 0
        for byte in text.utf8 {
            guard pointer[index] == byte else { return false }
            index += 1
        }
        return pointer[index] == 0
    }

    /// An attribute's value: its one text child's content, read where it lies;
    /// else (entity references) the children's text joined by libxml2, which
    /// allocates a copy. Nearly every value is the one text node.
    static func value(of attribute: xmlAttrPtr) -> String {
        if let child = attribute.pointee.children, child.pointee.next == nil, child.pointee.type == XML_TEXT_NODE {
            return string(child.pointee.content) ?? ""
        }
        return takeString(xmlNodeListGetString(attribute.pointee.doc, attribute.pointee.children, 1)) ?? ""
    }

    /// Copies and frees a string that libxml2 allocated for the caller.
    static func takeString(_ pointer: UnsafeMutablePointer<xmlChar>?) -> String? {
        guard let pointer else { return nil }
        defer { cxml_free(pointer) }
        return String(cString: pointer)
    }
}

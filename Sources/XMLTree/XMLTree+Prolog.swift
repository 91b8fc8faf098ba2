import CLibXML2

extension XMLTree {
    /// The processing instructions beside the root element (before it, as
    /// `<?xml-stylesheet href="style.css" type="text/css"?>` is, or after it).
    public var topLevelInstructions: [XMLNode] {
        var result: [XMLNode] = []
        var node = doc.pointee.children
        while let current = node {
            if current.pointee.type == XML_PI_NODE { result.append(XMLNode(current, in: self)) }
            node = current.pointee.next
        }
        return result
    }
}

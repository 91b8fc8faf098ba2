import EPUBSupport
import Foundation
import XMLTree

/// What `serve` answers: the book's files as the EPUB holds them (so links,
/// images and stylesheets work as in a reading system), each page with the
/// script that reloads it when the book changes and shows a failed build's
/// errors over it; `/` opens the contents.
struct PreviewRoutes: Sendable {
    let live: LiveBook

    func response(to path: String) -> HTTPResponse {
        switch path {
        case "/_epubbuild/status": status()
        case "/_epubbuild/live.js":
            HTTPResponse(
                status: 200,
                headers: [("Content-Type", "text/javascript; charset=utf-8"), ("Cache-Control", "no-store")],
                body: Data(Self.script.utf8))
        default: file(path)
        }
    }

    private func status() -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        guard let body = try? encoder.encode(live.current.status) else { return .text(500, "no status\n") }
        return HTTPResponse(
            status: 200, headers: [("Content-Type", "application/json"), ("Cache-Control", "no-store")], body: body)
    }

    private func file(_ requested: String) -> HTTPResponse {
        guard let book = live.current.book else { return Self.unbuilt }
        let path = String(requested.drop { $0 == "/" })
        if path.isEmpty {
            return HTTPResponse(status: 302, headers: [("Location", "/" + book.navigationPath)])
        }
        guard let data = book.files[path] else { return .text(404, "\(path) is not a file of the book\n") }
        let mediaType = MediaType.of(path) ?? "application/octet-stream"
        let body = mediaType == MediaType.xhtml ? Self.withLiveScript(data) : data
        return HTTPResponse(
            status: 200, headers: [("Content-Type", mediaType), ("Cache-Control", "no-store")], body: body)
    }

    /// What every page is until the book first builds: a page with the live script, which lays the errors over it
    /// and reloads it once a save mends them. It had been a text 503 that never reloaded.
    static var unbuilt: HTTPResponse {
        let tree = XMLTree(rootName: "html", namespace: XMLTree.xhtmlNamespace)
        let head = tree.root!.appendElement("head", namespace: XMLTree.xhtmlNamespace)
        head.appendElement("title", namespace: XMLTree.xhtmlNamespace, text: "The book has not built yet")
        let body = tree.root!.appendElement("body", namespace: XMLTree.xhtmlNamespace)
        body.setAttribute("data-epubbuild-unbuilt", "")
        body.appendElement(
            "p", namespace: XMLTree.xhtmlNamespace,
            text: "The book has not built yet. Its errors show here; the page reloads when a save mends them.")
        return HTTPResponse(
            status: 503, headers: [("Content-Type", MediaType.xhtml), ("Cache-Control", "no-store")],
            body: withLiveScript(tree.serialized()))
    }

    /// The page with the live script in its head, added to its tree.
    static func withLiveScript(_ page: Data) -> Data {
        guard let tree = try? XMLTree.parse(xml: page),
            let head = tree.root?.elementChildren.first(where: { $0.name == "head" })
        else { return page }
        let script = head.appendElement("script", namespace: XMLTree.xhtmlNamespace, text: "")
        script.setAttribute("src", "/_epubbuild/live.js")
        return tree.serialized()
    }

    /// Polls the status: a new version reloads the page; a failed build's errors lie over it until one succeeds,
    /// and the last build's warnings in a box a click puts away.
    static let script = """
        (function () {
          var version = null, overlay = null, dismissed = null, shown = { text: '', failed: false };
          function show(lines, failed) {
            var text = lines.join('\\n');
            shown = { text: text, failed: failed };
            if (lines.length === 0 || (!failed && text === dismissed)) {
              if (overlay) { overlay.remove(); overlay = null; }
              return;
            }
            if (!overlay) {
              overlay = document.createElementNS('http://www.w3.org/1999/xhtml', 'pre');
              overlay.addEventListener('click', function () {
                if (!shown.failed) { dismissed = shown.text; overlay.remove(); overlay = null; }
              });
              document.body.appendChild(overlay);
            }
            overlay.setAttribute('style', 'position:fixed;top:0;left:0;right:0;max-height:60%;overflow:auto;'
              + 'margin:0;padding:1em;font:13px monospace;white-space:pre-wrap;z-index:2147483647;'
              + (failed ? 'background:#fff0f0;color:#600;border-bottom:3px solid #c00'
                        : 'background:#fffbe6;color:#640;border-bottom:3px solid #c90'));
            var unbuilt = document.body.hasAttribute('data-epubbuild-unbuilt');
            overlay.textContent = (failed ? (unbuilt ? 'The book does not build yet.'
                                                     : 'The book did not build; this is the last good one.')
                                          : lines.length + ' warning(s); click to put them away.') + '\\n\\n' + text;
          }
          function check() {
            fetch('/_epubbuild/status', { cache: 'no-store' })
              .then(function (response) { return response.json(); })
              .then(function (status) {
                if (version !== null && status.version !== version) { location.reload(); return; }
                version = status.version;
                if (status.errors.length > 0) { show(status.errors, true); } else { show(status.warnings, false); }
                setTimeout(check, 250);
              })
              .catch(function () { setTimeout(check, 1000); });
          }
          check();
        })();
        """
}

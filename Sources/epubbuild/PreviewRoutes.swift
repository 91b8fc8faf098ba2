import EPUBSupport
import FlyingFox
import Foundation
import XMLTree

/// What `serve` answers: the book's files as the EPUB holds them (so links,
/// images and stylesheets work as in a reading system), each page with the
/// script that reloads it when the book changes and shows a failed build's
/// errors over it; `/` opens the contents.
struct PreviewRoutes: Sendable {
    let live: LiveBook

    func add(to server: HTTPServer) async {
        await server.appendRoute("GET /_epubbuild/status") { _ in try status() }
        await server.appendRoute("GET /_epubbuild/live.js") { _ in
            HTTPResponse(
                statusCode: .ok, headers: [.contentType: "text/javascript; charset=utf-8", .cacheControl: "no-store"],
                body: Data(Self.script.utf8))
        }
        await server.appendRoute("GET *") { request in file(request.path) }
    }

    private func status() throws -> HTTPResponse {
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        return HTTPResponse(
            statusCode: .ok, headers: [.contentType: "application/json", .cacheControl: "no-store"],
            body: try encoder.encode(live.current.status))
    }

    private func file(_ requested: String) -> HTTPResponse {
        guard let book = live.current.book else {
            return HTTPResponse(
                statusCode: .serviceUnavailable, headers: [.contentType: "text/plain; charset=utf-8"],
                body: Data("The book has not built yet; the terminal says why.\n".utf8))
        }
        let path = String((requested.removingPercentEncoding ?? requested).drop { $0 == "/" })
        if path.isEmpty {
            return HTTPResponse(statusCode: .found, headers: [.location: "/" + book.navigationPath])
        }
        guard let data = book.files[path] else {
            return HTTPResponse(
                statusCode: .notFound, headers: [.contentType: "text/plain; charset=utf-8"],
                body: Data("\(path) is not a file of the book\n".utf8))
        }
        let mediaType = MediaType.of(path) ?? "application/octet-stream"
        let body = mediaType == MediaType.xhtml ? Self.withLiveScript(data) : data
        return HTTPResponse(
            statusCode: .ok, headers: [.contentType: mediaType, .cacheControl: "no-store"], body: body)
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
            overlay.textContent = (failed ? 'The book did not build; this is the last good one.'
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

import Foundation
import SyntaxHighlight

/// The spans of every chapter's code blocks, made from the end of Ingest on.
///
/// Resolve leaves a core idle for much of its time (it places pages and
/// claims ids in reading order, on one thread), and parsing and querying are
/// most of highlighting's cost. So one thread colours the chapters in
/// reading order from the end of Ingest until Transform starts; Transform's
/// workers colour the rest, and wait for a chapter that thread is still on
/// rather than parse it twice. Which thread makes the spans does not change
/// them, so the EPUB is the same at any `--jobs`.
final class HighlightedCode: @unchecked Sendable {
    typealias Spans = [CodeHighlighting.CodeBlock: [HighlightSpan]]

    private enum State {
        case waiting
        case started
        case done(Spans)
    }

    private let blocks: [[CodeHighlighting.CodeBlock]]
    /// Guards the three below; broadcast when a chapter is done.
    private let condition = NSCondition()
    private var states: [State]
    /// Chapters before it have all been started: the background thread takes them in order.
    private var next = 0
    private var stopped = false

    /// Starts colouring on a thread of its own when `background` is true
    /// (the book has a thread to spare: `--jobs` 2 or more).
    init(chapters: [ChapterDocument], background: Bool) {
        blocks = chapters.map(\.codeBlocks)
        states = blocks.map { $0.isEmpty ? .done([:]) : .waiting }
        guard background, blocks.contains(where: { !$0.isEmpty }) else { return }
        Thread { [self] in
            Self.yieldToTheBuild()
            let highlighter = SyntaxHighlighter()
            while let chapter = claimNext() { finish(chapter, spans(of: chapter, using: highlighter)) }
        }.start()
    }

    /// The spans of chapter `index`'s code blocks: made on the calling thread
    /// if no thread has started on them.
    func spans(ofChapter index: Int) -> Spans {
        condition.lock()
        while true {
            switch states[index] {
            case .done(let spans):
                condition.unlock()
                return spans
            case .started:
                condition.wait()
            case .waiting:
                states[index] = .started
                condition.unlock()
                let spans = spans(of: index, using: SyntaxHighlighter())
                finish(index, spans)
                return spans
            }
        }
    }

    /// The bytes of chapter `index`'s code that no thread has started on. A chapter Resolve added after Ingest (a
    /// pandoc book's references chapter) has none.
    func bytesWaiting(inChapter index: Int) -> Int {
        condition.lock()
        defer { condition.unlock() }
        guard index < states.count, case .waiting = states[index] else { return 0 }
        return blocks[index].reduce(0) { $0 + $1.text.utf8.count }
    }

    /// Tells the background thread to take no further chapter. Transform
    /// calls it as it starts: its workers, in parallel, are faster than one
    /// thread they would each queue behind in turn.
    func stop() {
        condition.lock()
        stopped = true
        condition.unlock()
    }

    /// The lowest priority for the calling thread: it colours code on a core
    /// Resolve leaves idle, and must not take one from Resolve's own workers,
    /// which wait for their slowest (on async-book at `--jobs 2`, Resolve took
    /// 10 ms rather than 6). Linux keeps a nice value per thread, and
    /// `setpriority(PRIO_PROCESS, 0, …)` sets the calling thread's (setpriority(2), "Bugs").
    static func yieldToTheBuild() {
        #if os(Linux)
            _ = setpriority(__priority_which_t(PRIO_PROCESS.rawValue), 0, 19)
        #endif
    }

    private func claimNext() -> Int? {
        condition.lock()
        defer { condition.unlock() }
        while !stopped && next < states.count {
            defer { next += 1 }
            if case .waiting = states[next] {
                states[next] = .started
                return next
            }
        }
        return nil
    }

    private func finish(_ index: Int, _ spans: Spans) {
        condition.lock()
        states[index] = .done(spans)
        condition.broadcast()
        condition.unlock()
    }

    private func spans(of chapter: Int, using highlighter: SyntaxHighlighter) -> Spans {
        var spans: Spans = [:]
        for block in blocks[chapter] where spans[block] == nil {
            spans[block] = CodeHighlighting.spans(of: block, using: highlighter)
        }
        return spans
    }
}

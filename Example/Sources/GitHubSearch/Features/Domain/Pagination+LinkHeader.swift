extension Pagination {
    /// Reads the pagination from a GitHub `Link` response header.
    ///
    /// The header is a comma-separated list of entries such as
    /// `<https://api.github.com/search/repositories?q=swift&page=3>; rel="next"`. The relations `next`, `prev`,
    /// `first` and `last` set ``next``, ``previous``, ``first`` and ``last`` from their URL's `page` query
    /// item; other relations are ignored. Order, extra whitespace, empty entries, unquoted `rel` values and
    /// several relations in one `rel` (`rel="prev first"`) are all accepted. An empty header means a single
    /// page: no links.
    ///
    /// ```swift
    /// let pagination = try Pagination(
    ///     linkHeader: #"<https://api.github.com/search/repositories?q=swift&page=2>; rel="next", "#
    ///         + #"<https://api.github.com/search/repositories?q=swift&page=34>; rel="last""#)
    /// // pagination.next == 2, pagination.last == 34
    /// ```
    ///
    /// - Parameter linkHeader: The header's value, without the `Link:` name.
    /// - Throws: ``LinkHeaderError`` when an entry is malformed, or a known relation's URL has no valid page.
    package init(linkHeader: String) throws(LinkHeaderError) {
        self.init()
        for entry in Self.entries(of: linkHeader) {
            let link = try Link(parsing: entry)
            for relation in link.relations {
                switch relation {
                case "next": next = try link.page()
                case "prev": previous = try link.page()
                case "first": first = try link.page()
                case "last": last = try link.page()
                default: continue
                }
            }
        }
    }

    /// The header's entries, trimmed and without empty ones, split at the commas outside URLs and quotes.
    private static func entries(of header: String) -> [Substring] {
        var entries: [Substring] = []
        var start = header.startIndex
        var isInURL = false
        var isInQuotes = false
        for index in header.indices {
            switch header[index] {
            case "<" where !isInQuotes: isInURL = true
            case ">" where !isInQuotes: isInURL = false
            case "\"" where !isInURL: isInQuotes.toggle()
            case "," where !isInURL && !isInQuotes:
                entries.append(header[start..<index])
                start = header.index(after: index)
            default: break
            }
        }
        entries.append(header[start...])
        return entries.map { $0.trimmingWhitespace() }.filter { !$0.isEmpty }
    }
}

/// One entry of a `Link` header: a URL and its relations.
private struct Link {
    var url: Substring
    var relations: [String]

    init(parsing entry: Substring) throws(LinkHeaderError) {
        guard entry.first == "<", let close = entry.firstIndex(of: ">") else {
            throw .missingAngleBrackets(entry: String(entry))
        }
        url = entry[entry.index(after: entry.startIndex)..<close].trimmingWhitespace()
        let parameters = entry[entry.index(after: close)...].split(separator: ";", omittingEmptySubsequences: false)
        guard parameters[0].trimmingWhitespace().isEmpty else {
            throw .malformedParameters(entry: String(entry))
        }
        var relations: [String]?
        for parameter in parameters.dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = pair[0].trimmingWhitespace()
            guard !name.isEmpty, !name.contains(where: \.isWhitespace) else {
                throw .malformedParameters(entry: String(entry))
            }
            guard name.lowercased() == "rel" else { continue }
            guard pair.count == 2, let value = Self.unquoted(pair[1].trimmingWhitespace()) else {
                throw .malformedParameters(entry: String(entry))
            }
            relations = value.split(whereSeparator: \.isWhitespace).map { $0.lowercased() }
        }
        guard let relations, !relations.isEmpty else {
            throw .missingRel(entry: String(entry))
        }
        self.relations = relations
    }

    /// The URL's `page` query item.
    func page() throws(LinkHeaderError) -> Int {
        let withoutFragment = url.prefix { $0 != "#" }
        guard let questionMark = withoutFragment.firstIndex(of: "?") else {
            throw .missingPage(url: String(url))
        }
        var value: Substring?
        for item in withoutFragment[withoutFragment.index(after: questionMark)...].split(separator: "&") {
            let pair = item.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            if pair[0] == "page" {
                value = pair.count == 2 ? pair[1] : ""
            }
        }
        guard let value else {
            throw .missingPage(url: String(url))
        }
        guard value.allSatisfy({ $0.isASCII && $0.isNumber }), let page = Int(value), page >= 1 else {
            throw .invalidPage(url: String(url), value: String(value))
        }
        return page
    }

    /// A parameter value without its surrounding quotes, or `nil` when a quote is unterminated.
    private static func unquoted(_ value: Substring) -> Substring? {
        guard value.first == "\"" || value.last == "\"" else { return value }
        guard value.count >= 2, value.first == "\"", value.last == "\"" else { return nil }
        return value.dropFirst().dropLast()
    }
}

extension Substring {
    /// The substring without leading and trailing whitespace.
    fileprivate func trimmingWhitespace() -> Substring {
        let start = firstIndex { !$0.isWhitespace } ?? endIndex
        let end = lastIndex { !$0.isWhitespace }.map(index(after:)) ?? start
        return self[start..<end]
    }
}

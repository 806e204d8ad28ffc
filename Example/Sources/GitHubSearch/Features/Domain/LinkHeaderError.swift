/// Why a `Link` response header could not be read as a ``Pagination``.
///
/// Each case names the part of the header at fault, so that ``message`` can quote it.
package enum LinkHeaderError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An entry does not wrap its URL in angle brackets, as in `<https://…>; rel="next"`.
    case missingAngleBrackets(entry: String)
    /// An entry's parameters are not `; name=value` pairs, for example an unterminated quote.
    case malformedParameters(entry: String)
    /// An entry has no `rel` parameter.
    case missingRel(entry: String)
    /// A URL of a `next`, `prev`, `first` or `last` link has no `page` query item.
    case missingPage(url: String)
    /// A URL's `page` query item is not a whole number from 1.
    case invalidPage(url: String, value: String)

    /// A one-line explanation, quoting the part of the header at fault.
    package var message: String {
        switch self {
        case .missingAngleBrackets(let entry):
            "The Link entry '\(entry)' does not wrap its URL in angle brackets."
        case .malformedParameters(let entry):
            "The Link entry '\(entry)' has malformed parameters."
        case .missingRel(let entry):
            "The Link entry '\(entry)' has no rel parameter."
        case .missingPage(let url):
            "The link '\(url)' has no page number."
        case .invalidPage(let url, let value):
            "The link '\(url)' has the page number '\(value)', not a whole number from 1."
        }
    }

    /// The ``message``.
    package var description: String { message }
}

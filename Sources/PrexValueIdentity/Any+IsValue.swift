/// Whether `value`'s dynamic type is `Value` itself: then `value as! Value` cannot fail. The element scans and
/// PrexDump's type witnesses check this way rather than with `as?`, whose `Value?` costs a generic metadata lookup
/// on every call in code that is not specialized for `Value` (theirs never is: they are made for types met at run
/// time).
package func isValue<Value>(_ value: Any, of type: Value.Type) -> Bool {
    ObjectIdentifier(Swift.type(of: value)) == ObjectIdentifier(type)
}

/// A count with its noun in the right number: "1 letter", "2 letters", "1 child" / "3 children".
/// Every message that counts goes through here, so none says "1 letters".
public func counted(_ n: Int, _ singular: String, _ plural: String? = nil) -> String {
    "\(n) \(n == 1 ? singular : plural ?? singular + "s")"
}

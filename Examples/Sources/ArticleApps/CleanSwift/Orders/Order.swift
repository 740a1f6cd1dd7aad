/// An order of the CleanStore app (articles 000 and 001).
struct Order: Hashable, Sendable {
  var id: Int
  var item: String
  var total: Int
}

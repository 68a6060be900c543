import Foundation

#if canImport(FoundationXML)
  import FoundationXML
#endif

/// An SVG file read with Foundation's `XMLParser`, as a tree of elements, for checking the
/// structure of `keyboardist plot`'s pictures.
final class SVGDocument: NSObject, XMLParserDelegate {
  /// One element: its name, attributes, text and children.
  final class Element {
    let name: String
    let attributes: [String: String]
    var text = ""
    var children: [Element] = []

    init(name: String, attributes: [String: String]) {
      self.name = name
      self.attributes = attributes
    }

    /// The element and every element inside it, in document order.
    var all: [Element] { [self] + children.flatMap(\.all) }

    /// The number of points of a polyline's `points`.
    var pointCount: Int {
      (attributes["points"] ?? "").split(separator: " ").count
    }
  }

  /// The root element, once parsed.
  private(set) var root: Element?
  private var open: [Element] = []

  /// Parses the file at `path`.
  ///
  /// - Throws: The parser's error when the file is not well-formed XML.
  init(contentsOf path: String) throws {
    super.init()
    let parser = XMLParser(data: try Data(contentsOf: URL(fileURLWithPath: path)))
    parser.delegate = self
    guard parser.parse() else {
      throw parser.parserError ?? CocoaError(.fileReadCorruptFile)
    }
  }

  /// Every element named `name`, in document order.
  func elements(named name: String) -> [Element] {
    (root?.all ?? []).filter { $0.name == name }
  }

  /// Every element whose `id` is `id`.
  func elements(withID id: String) -> [Element] {
    (root?.all ?? []).filter { $0.attributes["id"] == id }
  }

  func parser(
    _ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
    qualifiedName: String?, attributes: [String: String] = [:]
  ) {
    let element = Element(name: elementName, attributes: attributes)
    if let parent = open.last { parent.children.append(element) } else { root = element }
    open.append(element)
  }

  func parser(_ parser: XMLParser, foundCharacters string: String) {
    open.last?.text += string
  }

  func parser(
    _ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?,
    qualifiedName: String?
  ) {
    open.removeLast()
  }
}

/// Turns a library back into the bytes of its file.
///
/// For a loaded library the file is rewritten around its edits: everything outside the
/// `folders` array is copied, unchanged folders and items are copied verbatim (unknown fields,
/// escapes and whitespace exactly as they were), and only renamed folders, edited or new items
/// and new folders are encoded. New elements take the separator the array already uses, so a
/// pretty-printed file stays one item a line. A library made in memory is written fresh.
///
/// It encodes a `LibrarySnapshot`, so that a save can run on another thread while the library
/// changes.
extension LibrarySnapshot {
  func encodedChunks() -> [ChunkedOutput.Chunk] {
    var output = ChunkedOutput()
    if let layout {
      output.copy(0..<layout.foldersValue.lowerBound)
      writeArray(
        value: layout.foldersValue, originals: 0..<layout.folders.count,
        start: { layout.folders[$0].range.lowerBound },
        end: { layout.folders[$0].range.upperBound },
        count: folders.count,
        unchanged: { folders[$0].isUnchanged ? folders[$0].origin : nil },
        writeOther: { index, output in writeFolder(folders[index], layout, &output) },
        into: &output)
      output.copy(layout.foldersValue.upperBound..<source.count)
    } else {
      writeFresh(&output)
    }
    return output.finish()
  }

  /// Writes an array of the loaded file with its elements now given by `count` and `unchanged`
  /// (the original index of an element copied verbatim, or nil for one `writeOther` writes).
  private func writeArray(
    value: Range<Int>, originals: Range<Int>, start: (Int) -> Int, end: (Int) -> Int,
    count: Int, unchanged: (Int) -> Int?, writeOther: (Int, inout ChunkedOutput) -> Void,
    into output: inout ChunkedOutput
  ) {
    let open = value.lowerBound
    let close = value.upperBound - 1
    guard count > 0 else {
      if originals.isEmpty { output.copy(value) } else { output.append("[]") }
      return
    }
    var separator: [UInt8] = [UInt8(ascii: ",")]
    if let first = originals.first {
      if originals.count >= 2 {
        separator = Array(source[end(first)..<start(first + 1)])
      } else {
        separator.append(contentsOf: source[(open + 1)..<start(first)])
      }
    }
    output.copy(open..<(open + 1))
    if let first = originals.first { output.copy((open + 1)..<start(first)) }
    var previous: Int?
    for index in 0..<count {
      if let element = unchanged(index) {
        if let previous, previous + 1 == element {
          output.copy(end(previous)..<end(element))
        } else {
          if index > 0 { output.append(separator) }
          output.copy(start(element)..<end(element))
        }
        previous = element
      } else {
        if index > 0 { output.append(separator) }
        writeOther(index, &output)
        previous = nil
      }
    }
    if let last = originals.last { output.copy(end(last)..<close) }
    output.copy(close..<(close + 1))
  }

  /// A changed folder of the loaded file: its bytes with the name and items replaced.
  private func writeFolder(
    _ folder: FolderState, _ layout: DocumentLayout, _ output: inout ChunkedOutput
  ) {
    guard let origin = folder.origin else {
      writeNewFolder(folder, indent: nil, &output)
      return
    }
    let parsed = layout.folders[origin]
    var edits: [(range: Range<Int>, isName: Bool)] = []
    if folder.nameChanged { edits.append((parsed.name.token, true)) }
    if folder.materialized { edits.append((parsed.itemsValue, false)) }
    edits.sort { $0.range.lowerBound < $1.range.lowerBound }
    var cursor = parsed.range.lowerBound
    for edit in edits {
      output.copy(cursor..<edit.range.lowerBound)
      if edit.isName {
        JSONString.append(folder.name, to: &output.pending)
      } else {
        writeArray(
          value: parsed.itemsValue,
          originals: parsed.firstItem..<(parsed.firstItem + parsed.itemCount),
          start: scanned.start, end: itemEnd, count: folder.count,
          unchanged: { index in
            if case .original(let item) = folder.entry(at: index) { return item }
            return nil
          },
          writeOther: { index, output in writeEntry(folder, index, &output) },
          into: &output)
      }
      cursor = edit.range.upperBound
    }
    output.copy(cursor..<parsed.range.upperBound)
  }

  private func writeEntry(_ folder: FolderState, _ index: Int, _ output: inout ChunkedOutput) {
    switch folder.entry(at: index) {
    case .original(let item): output.copy(scanned.start(item)..<itemEnd(item))
    case .edited(let slot): writeItem(folder.edited[slot], &output)
    }
  }

  /// Offset just past the `}` of the loaded file's item `item`.
  private func itemEnd(_ item: Int) -> Int {
    source.withUnsafeBufferPointer { scanned.end(item, in: $0) }
  }

  /// An item as one compact object, its unknown fields after the known ones.
  private func writeItem(_ item: Item, _ output: inout ChunkedOutput) {
    output.append("{\"id\":")
    JSONString.append(item.id, to: &output.pending)
    output.append(",\"name\":")
    JSONString.append(item.name, to: &output.pending)
    output.append(",\"notes\":")
    JSONString.append(item.notes, to: &output.pending)
    output.append(item.done ? ",\"done\":true" : ",\"done\":false")
    for field in item.unknownFields {
      output.append(UInt8(ascii: ","))
      output.append(field)
    }
    output.append(UInt8(ascii: "}"))
  }

  /// A folder made since loading: compact when `indent` is nil, else pretty-printed with its
  /// items one a line.
  private func writeNewFolder(
    _ folder: FolderState, indent: String?, _ output: inout ChunkedOutput
  ) {
    let inner = indent.map { "\n" + $0 + "  " } ?? ""
    let space = indent == nil ? "" : " "
    output.append(Array("{\(inner)\"id\":\(space)".utf8))
    JSONString.append(folder.id, to: &output.pending)
    output.append(Array(",\(inner)\"name\":\(space)".utf8))
    JSONString.append(folder.name, to: &output.pending)
    output.append(Array(",\(inner)\"items\":\(space)[".utf8))
    let itemIndent = indent.map { "\n" + $0 + "    " } ?? ""
    for index in 0..<folder.count {
      output.append(Array((index > 0 ? "," : "").utf8) + Array(itemIndent.utf8))
      writeEntry(folder, index, &output)
    }
    if folder.count > 0 { output.append(Array(inner.utf8)) }
    output.append(Array("]\(indent.map { "\n" + $0 } ?? "")}".utf8))
  }

  /// A library made in memory, pretty-printed.
  private func writeFresh(_ output: inout ChunkedOutput) {
    output.append("{\n  \"version\": 1,\n  \"folders\": [")
    for (index, folder) in folders.enumerated() {
      output.append(index > 0 ? ",\n    " : "\n    ")
      writeNewFolder(folder, indent: "    ", &output)
    }
    output.append(folders.isEmpty ? "]\n}\n" : "\n  ]\n}\n")
  }
}

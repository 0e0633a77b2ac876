import SwiftShims

/// The types that conform to this module's protocols, read from the Swift runtime's protocol
/// conformance records: the records `as?` looks conformances up in.
///
/// Every image the runtime knows (the program and the libraries it loaded) has a section of
/// them; the runtime's `swift_enumerateAllMetadataSections` gives each image's bounds. The
/// records and the descriptors they point to are laid out as the Swift ABI defines them
/// (`ProtocolConformanceDescriptor`, `ContextDescriptor`): 32-bit offsets from their own
/// address. `types` leaves generic types out, as they cannot be made without their arguments;
/// `typeNames` names them too.
enum ConformanceRecords {
  /// This module's name, which the protocols' descriptors name as their parent.
  static let module = String(#fileID.prefix { $0 != "/" })

  /// The non-generic types that conform to a protocol of this module named in `protocols`.
  static func types(conformingTo protocols: Set<String>) -> [Any.Type] {
    conformances(to: protocols).compactMap(type(of:))
  }

  /// The names of the types declared in `modules`, generic ones included, that conform to the
  /// protocol of this module named `protocolName`: what a test that must cover every such type
  /// compares with.
  static func typeNames(conformingTo protocolName: String, declaredIn modules: Set<String>)
    -> Set<String>
  {
    var names: Set<String> = []
    for conformance in conformances(to: [protocolName]) {
      guard let descriptor = typeDescriptor(of: conformance),
        let module = moduleName(of: descriptor), modules.contains(module),
        let name = name(of: descriptor)
      else { continue }
      names.insert(name)
    }
    return names
  }

  /// The name of the module a context descriptor is declared in, through its parents.
  private static func moduleName(of descriptor: UnsafeRawPointer) -> String? {
    var context = descriptor
    while context.load(as: UInt32.self) & 0x1F != ContextKind.module {
      guard let parent = RelativePointer.indirectable(context + 4) else { return nil }
      context = parent
    }
    return name(of: context)
  }

  /// The conformance descriptors, in every image, to a protocol of this module named in
  /// `protocols`.
  private static func conformances(to protocols: Set<String>) -> [UnsafeRawPointer] {
    var found: [UnsafeRawPointer] = []
    for section in sections() {
      guard let start = section.baseAddress else { continue }
      for offset in stride(from: 0, to: section.count, by: 4) {
        guard let conformance = RelativePointer.direct(start + offset),
          let protocolName = protocolName(of: conformance), protocols.contains(protocolName)
        else { continue }
        found.append(conformance)
      }
    }
    return found
  }

  /// The conformance records of every image, one buffer of 32-bit offsets each.
  private static func sections() -> [UnsafeRawBufferPointer] {
    var sections: [UnsafeRawBufferPointer] = []
    withUnsafeMutablePointer(to: &sections) { sections in
      swift_enumerateAllMetadataSections(
        { metadata, context in
          let range = metadata.assumingMemoryBound(to: MetadataSections.self).pointee
            .swift5_protocol_conformances
          if let start = UnsafeRawPointer(bitPattern: range.start) {
            context?.assumingMemoryBound(to: [UnsafeRawBufferPointer].self).pointee.append(
              UnsafeRawBufferPointer(start: start, count: Int(range.length)))
          }
          return true
        }, sections)
    }
    return sections
  }

  /// The name of the protocol a conformance descriptor is of, when the protocol is this
  /// module's.
  private static func protocolName(of conformance: UnsafeRawPointer) -> String? {
    guard let descriptor = RelativePointer.indirectable(conformance),
      let parent = RelativePointer.indirectable(descriptor + 4),
      parent.load(as: UInt32.self) & 0x1F == ContextKind.module,
      name(of: parent) == module
    else { return nil }
    return name(of: descriptor)
  }

  /// The type a conformance descriptor is for, when it is a non-generic struct, enum or
  /// class: its metadata, from the type's access function.
  private static func type(of conformance: UnsafeRawPointer) -> Any.Type? {
    guard let descriptor = typeDescriptor(of: conformance),
      descriptor.load(as: UInt32.self) & ContextKind.genericFlag == 0,
      let accessor = RelativePointer.direct(descriptor + 12)
    else { return nil }
    // `MetadataResponse accessor(MetadataRequest)`, Swift's calling convention; request 0
    // asks for complete metadata, blocking until it is.
    typealias MetadataAccessor = @convention(thin) (Int) -> (UnsafeRawPointer, Int)
    let (metadata, _) = unsafeBitCast(accessor, to: MetadataAccessor.self)(0)
    return unsafeBitCast(metadata, to: Any.Type.self)
  }

  /// The descriptor of the struct, enum or class a conformance descriptor is for.
  private static func typeDescriptor(of conformance: UnsafeRawPointer) -> UnsafeRawPointer? {
    let flags = (conformance + 12).load(as: UInt32.self)
    let descriptor: UnsafeRawPointer?
    switch (flags >> 3) & 0x7 {
    case 0: descriptor = RelativePointer.direct(conformance + 4)
    case 1: descriptor = RelativePointer.direct(conformance + 4)?.load(as: UnsafeRawPointer?.self)
    default: return nil  // an Objective-C class
    }
    guard let descriptor,
      ContextKind.nominalTypes.contains(descriptor.load(as: UInt32.self) & 0x1F)
    else { return nil }
    return descriptor
  }

  /// The name of a context descriptor (a module, protocol or type): the field after its flags
  /// and parent.
  private static func name(of descriptor: UnsafeRawPointer) -> String? {
    RelativePointer.direct(descriptor + 8).map {
      String(cString: $0.assumingMemoryBound(to: CChar.self))
    }
  }

  /// The kinds of context descriptor this reads, from the low 5 bits of their flags.
  private enum ContextKind {
    static let module: UInt32 = 0
    static let nominalTypes: Set<UInt32> = [16, 17, 18]  // class, struct, enum
    static let genericFlag: UInt32 = 0x80
  }
}

/// The ABI's 32-bit relative pointers: an offset from the pointer's own address.
enum RelativePointer {
  /// The address `field` points to; nil for a zero offset.
  static func direct(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.load(as: Int32.self)
    return offset == 0 ? nil : field + Int(offset)
  }

  /// The same, for a pointer that may go through a slot holding the address (the low bit
  /// set), as references to other modules' descriptors do.
  static func indirectable(_ field: UnsafeRawPointer) -> UnsafeRawPointer? {
    let offset = field.load(as: Int32.self)
    guard offset & 1 == 1 else { return direct(field) }
    return (field + Int(offset & ~1)).load(as: UnsafeRawPointer?.self)
  }
}

/// The runtime's walk over the metadata sections of every image it has registered, calling
/// `body` with each (a `MetadataSections`) until it returns false.
@_silgen_name("swift_enumerateAllMetadataSections")
private func swift_enumerateAllMetadataSections(
  _ body: @convention(c) (UnsafeRawPointer, UnsafeMutableRawPointer?) -> Bool,
  _ context: UnsafeMutableRawPointer?)

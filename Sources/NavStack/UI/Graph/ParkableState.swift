/// Primitive data that a list row may keep while it is scrolled away: it belongs to the row
/// alone and does nothing while the row is off screen (`ViewNode.leaving(seenByWalk:)`).
///
/// Data that hosts screens, presents layers or runs lifecycle work is not of this class: a row
/// holding it is removed when it leaves the screen, as before.
///
/// A base class, not a protocol: whether an object is of a class is found by walking its
/// superclasses, where whether it conforms to a protocol is found, the first time for each
/// type, by scanning every conformance record in the binary (eleven scans on the way to the
/// first frame).
class ParkableState {}

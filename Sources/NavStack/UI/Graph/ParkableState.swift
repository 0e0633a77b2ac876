/// Primitive data that a list row may keep while it is scrolled away: it belongs to the row
/// alone and does nothing while the row is off screen (`ViewNode.leaving(seenByWalk:)`).
///
/// Data that hosts screens, presents layers or runs lifecycle work does not conform: a row
/// holding it is removed when it leaves the screen, as before.
@MainActor
protocol ParkableState: AnyObject {}

extension RowActions: ParkableState {}
extension ModifierContentBox: ParkableState {}
extension TagBox: ParkableState {}
extension ActionBox: ParkableState {}

// API: `LinearGradient`, `RadialGradient`, `AngularGradient`, `EllipticalGradient`, `Gradient`, `Color.gradient`
// Status: accepted
// Why: a terminal cell has one colour, so a gradient paints and draws as its first colour.
import SwiftUI

struct GradientsContract: View {
  var body: some View {
    VStack {
      Text("Linear")
        .background(
          LinearGradient(colors: [.green, .blue], startPoint: .leading, endPoint: .trailing))
      Text("Radial")
        .foregroundStyle(
          RadialGradient(colors: [.red, .orange], center: .center, startRadius: 0, endRadius: 40))
      AngularGradient(gradient: Gradient(colors: [.pink, .purple]), center: .center)
        .frame(width: 40, height: 20)
      Text("Stops").foregroundStyle(
        .linearGradient(
          stops: [.init(color: .mint, location: 0), .init(color: .teal, location: 1)],
          startPoint: .top, endPoint: .bottom))
      Text("Any").background(Color.indigo.gradient)
    }
  }
}

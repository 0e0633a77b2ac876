/// The glyphs for SF Symbols names: the few hundred that navigation apps use most, each a
/// character every terminal font has, one cell wide where one reads well.
///
/// A name's `.fill`, `.circle` and `.square` variants (and `.circle.fill`, `.square.fill`)
/// draw as the name does unless listed with a glyph of their own; a variant of a variant takes
/// the filled glyph when there is one (`heart.circle.fill` is `♥`).
enum SymbolGlyphs {
  /// Every name with its glyph, the variants included.
  static let table: [String: String] = {
    var table = named
    for (name, glyph) in named where !name.hasSuffix(".fill") {
      for suffix in [".circle", ".square"] where table[name + suffix] == nil {
        table[name + suffix] = glyph
      }
    }
    for (name, glyph) in table where !name.hasSuffix(".fill") && table[name + ".fill"] == nil {
      var filled = glyph
      // An added `.circle` or `.square` variant fills as its name does.
      for suffix in [".circle", ".square"] where named[name] == nil && name.hasSuffix(suffix) {
        filled = table[String(name.dropLast(suffix.count)) + ".fill"] ?? glyph
      }
      table[name + ".fill"] = filled
    }
    return table
  }()

  /// The names given a glyph of their own.
  static let named: [String: String] = [
    // Adding, removing, confirming.
    "plus": "+", "minus": "-", "plus.circle": "⊕", "minus.circle": "⊖",
    "plus.square": "⊞", "minus.square": "⊟", "plus.app": "⊞", "plus.rectangle": "⊞",
    "xmark": "✕", "xmark.circle": "✕", "xmark.square": "⊠", "xmark.octagon": "⊗",
    "xmark.bin": "⌫", "checkmark": "✓", "checkmark.circle": "✓", "checkmark.seal": "✓",
    "checkmark.square": "☑", "checkmark.rectangle": "☑", "checklist": "☑",
    "checklist.checked": "☑", "checklist.unchecked": "☐", "multiply": "×", "divide": "÷",
    "equal": "=", "plusminus": "±", "lessthan": "<", "greaterthan": ">", "percent": "%",
    "number": "#", "at": "@", "dollarsign": "$", "eurosign": "€", "sterlingsign": "£",
    "yensign": "¥",
    // Chevrons and arrows.
    "chevron.right": "›", "chevron.left": "‹", "chevron.up": "˄", "chevron.down": "˅",
    "chevron.forward": "›", "chevron.backward": "‹", "chevron.right.2": "»",
    "chevron.left.2": "«", "chevron.up.chevron.down": "↕", "chevron.compact.up": "˄",
    "chevron.compact.down": "˅", "chevron.compact.left": "‹", "chevron.compact.right": "›",
    "arrow.left": "←", "arrow.right": "→", "arrow.up": "↑", "arrow.down": "↓",
    "arrow.backward": "←", "arrow.forward": "→", "arrow.up.right": "↗", "arrow.up.left": "↖",
    "arrow.down.right": "↘", "arrow.down.left": "↙", "arrow.left.arrow.right": "⇄",
    "arrow.up.arrow.down": "⇅", "arrow.up.and.down": "↕", "arrow.left.and.right": "↔",
    "arrow.clockwise": "↻", "arrow.counterclockwise": "↺", "arrow.triangle.2.circlepath": "⟳",
    "arrow.2.circlepath": "⟳", "arrow.2.squarepath": "⟳", "arrow.uturn.left": "↶",
    "arrow.uturn.backward": "↶", "arrow.uturn.right": "↷", "arrow.uturn.forward": "↷",
    "arrow.turn.down.right": "↳", "arrow.turn.up.left": "↰", "arrow.turn.down.left": "↵",
    "arrow.down.to.line": "⤓", "arrow.up.to.line": "⤒", "arrow.right.to.line": "⇥",
    "arrow.left.to.line": "⇤", "arrow.up.left.and.arrow.down.right": "⤢",
    "arrow.down.right.and.arrow.up.left": "⤡", "arrow.triangle.branch": "⑂",
    "arrowshape.left": "⇦", "arrowshape.right": "⇨", "arrowshape.up": "⇧",
    "arrowshape.down": "⇩", "arrowshape.turn.up.left": "↶", "arrowshape.turn.up.right": "↷",
    "rectangle.portrait.and.arrow.right": "⇥", "return": "↵",
    // Keys.
    "delete.left": "⌫", "delete.backward": "⌫", "delete.right": "⌦", "delete.forward": "⌦",
    "command": "⌘", "option": "⌥", "shift": "⇧", "control": "⌃", "escape": "⎋",
    "capslock": "⇪", "keyboard": "⌨",
    // Lists, documents, folders.
    "list.bullet": "≡", "list.dash": "≡", "list.number": "≡", "list.bullet.rectangle": "≡",
    "list.bullet.indent": "≡", "list.triangle": "≡", "list.bullet.clipboard": "≡",
    "list.clipboard": "≡", "line.3.horizontal": "≡", "line.3.horizontal.decrease": "▽",
    "line.horizontal.3.decrease": "▽", "slider.horizontal.3": "☰", "square.grid.2x2": "∷",
    "square.grid.3x3": "∷", "rectangle.grid.1x2": "☰", "square.stack": "❐",
    "rectangle.stack": "❐", "square.on.square": "❐", "doc.on.doc": "❐",
    "doc.on.clipboard": "❐", "clipboard": "❐", "doc": "▯", "doc.fill": "▮", "doc.text": "▯",
    "doc.text.fill": "▮", "doc.richtext": "▯", "doc.plaintext": "▯", "doc.append": "▯",
    "doc.badge.plus": "▯", "doc.text.magnifyingglass": "⌕", "note": "▯", "note.text": "▯",
    "note.text.badge.plus": "▯", "newspaper": "▤", "book": "▥", "book.closed": "▥",
    "books.vertical": "▥", "folder": "▤", "folder.badge.plus": "▤", "folder.badge.minus": "▤",
    "folder.badge.person.crop": "▤", "tray": "⊔", "tray.full": "⊔", "tray.2": "⊔",
    "tray.and.arrow.down": "⊔", "tray.and.arrow.up": "⊔", "archivebox": "▣",
    "shippingbox": "▣", "bookmark": "⚐", "bookmark.fill": "⚑", "flag": "⚐", "flag.fill": "⚑",
    "tag": "⌗", "link": "⚭", "printer": "⎙", "qrcode": "▩",
    // Editing.
    "pencil": "✎", "square.and.pencil": "✎", "pencil.line": "✎", "pencil.and.outline": "✎",
    "pencil.tip": "✎", "highlighter": "✎", "trash": "⌫", "trash.slash": "⌫",
    "scissors": "✂", "paintbrush": "✐", "hammer": "⚒", "wrench": "⚒",
    "wrench.and.screwdriver": "⚒", "textformat": "A", "bold": "B", "italic": "I",
    "underline": "U", "character": "A", "wand.and.stars": "✧", "wand.and.rays": "✧",
    "sparkles": "✦",
    // Sharing, messages, people.
    "square.and.arrow.up": "⇪", "square.and.arrow.down": "⇩",
    "square.and.arrow.up.on.square": "⇪", "envelope": "✉", "envelope.open": "✉",
    "paperplane": "➤", "phone": "✆", "message": "❝", "bubble.left": "❝", "bubble.right": "❞",
    "bubble.left.and.bubble.right": "❝", "text.bubble": "❝", "quote.bubble": "❝",
    "person": "☺", "person.fill": "☻", "person.crop.circle": "☺", "person.crop.circle.fill": "☻",
    "person.crop.square": "☺", "person.crop.rectangle": "☺", "person.text.rectangle": "☺",
    "person.2": "☺☺", "person.3": "☺☺", "person.2.fill": "☻☻", "person.3.fill": "☻☻",
    "person.badge.plus": "☺+", "person.badge.minus": "☺-",
    "person.crop.circle.badge.plus": "☺+", "face.smiling": "☺", "hand.thumbsup": "+1",
    "hand.thumbsdown": "-1", "star": "☆", "star.fill": "★", "star.slash": "☆",
    "star.leadinghalf.filled": "★", "heart": "♡", "heart.fill": "♥", "heart.slash": "♡",
    "heart.text.square": "♡", "crown": "♔",
    // Time.
    "calendar": "▦", "calendar.badge.plus": "▦", "calendar.badge.clock": "▦",
    "calendar.badge.exclamationmark": "▦", "clock": "◷", "clock.arrow.circlepath": "↺",
    "alarm": "◷", "timer": "◴", "stopwatch": "◴", "hourglass": "⧗",
    "hourglass.bottomhalf.filled": "⧗", "hourglass.tophalf.filled": "⧗",
    // Places, things, weather.
    "house": "⌂", "gear": "⚙", "gearshape": "⚙", "gearshape.2": "⚙", "power": "⏻",
    "magnifyingglass": "⌕", "plus.magnifyingglass": "⌕", "minus.magnifyingglass": "⌕",
    "bell": "♪", "bell.badge": "♪", "bell.slash": "♪", "lock": "⚿", "lock.open": "⚿",
    "key": "⚷", "shield": "⛨", "checkmark.shield": "⛨", "eye": "◉", "eye.slash": "⊘",
    "globe": "◍", "location": "➤", "mappin": "⊙", "mappin.and.ellipse": "⊙", "map": "▱",
    "photo": "▨", "photo.on.rectangle": "▨", "camera": "◙", "airplane": "✈",
    "creditcard": "▭", "chart.bar": "▥", "chart.pie": "◔", "chart.line.uptrend.xyaxis": "↗",
    "sun.max": "☼", "moon": "☾", "cloud": "☁", "icloud": "☁", "bolt": "ϟ", "flame": "♨",
    "snowflake": "❄", "umbrella": "☂", "drop": "◊", "leaf": "❦",
    "sidebar.left": "◧", "sidebar.right": "◨", "square.split.2x1": "◫",
    // Media.
    "play": "►", "pause": "‖", "stop": "■", "forward": "»", "backward": "«",
    "forward.end": "⇥", "backward.end": "⇤", "shuffle": "⤮", "repeat": "⟳",
    "music.note": "♪", "music.note.list": "♫",
    // Shapes and signs.
    "circle": "○", "circle.fill": "●", "circle.circle": "◎", "largecircle.fill.circle": "◉",
    "record.circle": "◉", "circle.inset.filled": "◉", "circle.dashed": "◌", "square": "□",
    "square.fill": "■", "triangle": "△", "triangle.fill": "▲", "diamond": "◇",
    "diamond.fill": "◆", "info": "ⓘ", "info.circle": "ⓘ", "questionmark": "?",
    "questionmark.circle": "?", "exclamationmark": "!", "exclamationmark.circle": "!",
    "exclamationmark.octagon": "!", "exclamationmark.bubble": "!",
    "exclamationmark.triangle": "⚠", "ellipsis": "…", "ellipsis.circle": "…",
    "ellipsis.rectangle": "…", "ellipsis.bubble": "…",
  ]
}

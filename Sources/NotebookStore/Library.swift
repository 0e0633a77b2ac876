/// The library model.

/// The notebook app.

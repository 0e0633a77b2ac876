import Notebook

// The notebook app: its command line and run live in the libraries.
MainActor.assumeIsolated { AppRunner.main() }

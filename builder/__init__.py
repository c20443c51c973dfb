"""The steps of build.py, one module each (build.py is the entry point; ARCHITECTURE.md lists them)."""

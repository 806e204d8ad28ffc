print("prex-bench: not written yet")

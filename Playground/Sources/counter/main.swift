print("counter: not written yet")

print("navstack")

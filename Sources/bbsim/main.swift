print("bbsim")

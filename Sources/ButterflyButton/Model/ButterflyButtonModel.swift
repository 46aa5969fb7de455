/// ButterflyButton: the control.

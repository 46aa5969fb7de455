import _BBSimKit

BBSim.main()

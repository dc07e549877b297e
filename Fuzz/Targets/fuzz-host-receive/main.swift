import FuzzSupport

FuzzDriver.run(fuzzHostReceive)

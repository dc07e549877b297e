import FuzzSupport

FuzzDriver.run(fuzzSpecLoader)

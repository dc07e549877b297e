import FuzzSupport

FuzzDriver.run(fuzzGenerator)

import FuzzSupport

FuzzDriver.run(fuzzJSONReader)

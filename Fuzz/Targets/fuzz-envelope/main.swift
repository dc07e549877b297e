import FuzzSupport

FuzzDriver.run(fuzzEnvelope)

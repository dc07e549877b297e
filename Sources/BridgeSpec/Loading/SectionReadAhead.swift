/// Reads the entries of `actions` and `types`, most of a large spec, while libyaml is still parsing
/// the rest of the file: the thread building the tree waits for libyaml much of the time, and reads
/// entries then instead (see `YAMLSectionListener`).
///
/// It reads them as `SpecReader.readEachOnAllCores` would, in the same slices, each slice by a
/// reader of its own, so that the reader takes complete slices over as they are and reads only the
/// rest. Its results count only if the file becomes a tree; otherwise they are dropped.
final class SectionReadAhead: YAMLSectionListener {
    private(set) var actions = ReadAheadSection<ActionSpec>(read: SpecReader.readActionEntry)
    private(set) var types = ReadAheadSection<TypeSpec>(read: SpecReader.readTypeEntry)

    func read(_ entry: YAMLMappingEntry, inSection section: String) {
        switch section {
        case "actions": actions.entries.append(entry)
        case "types": types.entries.append(entry)
        default: break
        }
    }

    func workWhileWaiting() -> Bool {
        actions.readNext() || types.readNext()
    }
}

/// A section's entries as the tree builder completes them, and those read so far, in slices.
struct ReadAheadSection<Element> {
    /// One slice's elements and the reader that read them.
    typealias Slice = (elements: [Element], reader: SpecReader)

    /// How one entry is read, given the entry before it.
    let read: (inout SpecReader, YAMLMappingEntry, YAMLMappingEntry?) -> Element?
    /// The section's entries so far, in file order.
    var entries: [YAMLMappingEntry] = []
    /// The slices read, the last possibly unfinished.
    private var slices: [Slice] = []
    /// How many entries are read.
    private var readCount = 0

    init(read: @escaping (inout SpecReader, YAMLMappingEntry, YAMLMappingEntry?) -> Element?) {
        self.read = read
    }

    /// The slices read in full, each of `SpecReader.sliceSize` entries from the start of `section`,
    /// the section's entries in the finished tree; none if they are not the entries read.
    func finishedSlices(of section: [YAMLMappingEntry]) -> ArraySlice<Slice> {
        let finished = readCount / SpecReader.sliceSize, count = finished * SpecReader.sliceSize
        guard count > 0, count <= section.count, section[count - 1].keyLocation == entries[count - 1].keyLocation
        else { return [] }
        return slices.prefix(finished)
    }

    /// Reads the next entry, if one is waiting; false when none is.
    mutating func readNext() -> Bool {
        guard readCount < entries.count else { return false }
        if readCount % SpecReader.sliceSize == 0 { slices.append((elements: [], reader: SpecReader())) }
        let previous = readCount > 0 ? entries[readCount - 1] : nil
        if let element = read(&slices[slices.count - 1].reader, entries[readCount], previous) {
            slices[slices.count - 1].elements.append(element)
        }
        readCount += 1
        return true
    }
}

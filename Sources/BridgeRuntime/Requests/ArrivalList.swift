/// Elements in the order they arrived, each numbered, each removed in O(1) amortized time.
///
/// A removal leaves a hole. Holes at the front (elements leaving in the order they came, as
/// timeouts do) are dropped by moving where the list starts; holes elsewhere are squeezed out once
/// they outnumber the elements, so each removal pays for at most one move. Squeezing numbers the
/// elements again, and says so to whoever keeps their numbers.
///
/// Whoever keeps the numbers finds an element without hashing it again, and walking the list
/// touches memory in the order it was allocated, where a dictionary's order is random addresses,
/// and ending many requests would cost more per request than ending a few. Inlinable, so that each
/// use is specialized for its elements: generic code looks their type's metadata up on every call.
@usableFromInline
struct ArrivalList<Element> {
    /// The elements in arrival order; nil where one was removed.
    @usableFromInline
    var slots: [Element?] = []
    /// How many slots at the front are holes.
    @usableFromInline
    var leadingHoles = 0
    /// The number of `slots[0]`: dropping holes at the front renumbers nothing.
    @usableFromInline
    var base = 0

    /// How many elements it holds.
    @usableFromInline
    var count = 0

    @inlinable
    init() {}

    /// Adds an element at the end, and returns its number.
    @inlinable
    mutating func append(_ element: consuming Element) -> Int {
        slots.append(consume element)
        count += 1
        return base + slots.count - 1
    }

    /// The element numbered `number`.
    @inlinable
    subscript(number: Int) -> Element? {
        get { slots[number - base] }
        _modify { yield &slots[number - base] }
    }

    /// Whether `number` is an element's.
    @inlinable
    func holds(_ number: Int) -> Bool {
        slots.indices.contains(number - base) && slots[number - base] != nil
    }

    /// Removes the element numbered `number`, if it holds one, and returns it. `renumber` gets each
    /// element with its new number when squeezing numbers them again.
    @inlinable
    @discardableResult
    mutating func remove(at number: Int, renumber: (Element, Int) -> Void) -> Element? {
        guard holds(number) else { return nil }
        let removed = slots[number - base].take()
        count -= 1
        while leadingHoles < slots.count, slots[leadingHoles] == nil { leadingHoles += 1 }
        // Holes at the front go in batches of at least 256: emptying the array more often calls
        // into the runtime's generic code for each request when one request at a time is open.
        if leadingHoles >= 256, leadingHoles * 2 > slots.count {
            slots.removeFirst(leadingHoles)
            base += leadingHoles
            leadingHoles = 0
        }
        let innerHoles = slots.count - leadingHoles - count
        if innerHoles > 32, innerHoles > count { squeeze(renumber: renumber) }
        return removed
    }

    /// Removes every element.
    @inlinable
    mutating func removeAll() {
        base += slots.count
        slots.removeAll()
        leadingHoles = 0
        count = 0
    }

    /// The elements, oldest first.
    var elements: some Sequence<Element> { slots[leadingHoles...].lazy.compactMap { $0 } }

    /// The newest `count` elements at most, newest first: O(`count`) and the holes among them.
    func newest(_ count: Int) -> [Element] {
        var newest: [Element] = []
        var index = slots.count
        while newest.count < count, index > leadingHoles {
            index -= 1
            if let element = slots[index] { newest.append(element) }
        }
        return newest
    }

    /// Moves the elements together, dropping the holes, and numbers them again.
    @usableFromInline
    mutating func squeeze(renumber: (Element, Int) -> Void) {
        let kept = slots.compactMap { $0 }
        base += slots.count
        for (offset, element) in kept.enumerated() { renumber(element, base + offset) }
        slots = kept
        leadingHoles = 0
    }
}

/// What a reader of a document does while its tree is being built: it gets each entry of the root
/// mapping's sections as soon as the entry is complete, and works on them whenever libyaml has no
/// events ready, on the thread that would otherwise wait.
package protocol YAMLSectionListener: AnyObject {
    /// `entry`, complete, of the section under the root's key `section`.
    func read(_ entry: YAMLMappingEntry, inSection section: String)
    /// Does one small piece of work; false when there is none to do.
    func workWhileWaiting() -> Bool
}

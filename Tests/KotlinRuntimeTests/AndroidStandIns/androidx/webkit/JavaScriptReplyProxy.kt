package androidx.webkit

/** Stand-in for `androidx.webkit.JavaScriptReplyProxy`: the injected object of one frame. */
public abstract class JavaScriptReplyProxy {
    /** Post a String message to the injected JavaScript object which sent this proxy. */
    public abstract fun postMessage(message: String)
}

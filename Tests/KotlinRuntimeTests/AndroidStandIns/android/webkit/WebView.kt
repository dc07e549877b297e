package android.webkit

/** Stand-in for `android.webkit.WebView`: what the transport calls, and what a test plays. */
public open class WebView {
    /** Stand-in only: a script the WebView was asked to evaluate, and its callback. */
    public class Evaluation(public val script: String, public val callback: ValueCallback<String>?)

    /** `getUrl()`: the URL of the current page; Stand-in only: a test sets it. */
    public var url: String? = null

    /** Stand-in only: the scripts evaluated, oldest first. */
    public val evaluations: MutableList<Evaluation> = ArrayList()

    /** Asynchronously evaluates JavaScript in the context of the currently displayed page. */
    public open fun evaluateJavascript(script: String, resultCallback: ValueCallback<String>?) {
        evaluations.add(Evaluation(script, resultCallback))
    }
}

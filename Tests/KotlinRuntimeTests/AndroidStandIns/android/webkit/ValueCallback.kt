package android.webkit

/** Stand-in for `android.webkit.ValueCallback<T>`. */
public fun interface ValueCallback<T> {
    /** Invoked when the value is available. */
    public fun onReceiveValue(value: T)
}

package android.graphics

/** Stand-in for `android.graphics.Bitmap`, which `WebViewClient.onPageStarted` passes (the favicon). */
public class Bitmap

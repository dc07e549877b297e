// The Android library the Kotlin generator writes (Generated/android): the generated protocol API in
// com.gbg.bridge, the runtime in com.gbg.bridge.runtime, both under src/main/kotlin.
//
// Not built here: this machine has no Android SDK or Gradle. The same sources are compiled and
// tested on the JVM by Tests/KotlinRuntimeTests, against stand-ins of Android's classes.
plugins {
    id("com.android.library")
    id("org.jetbrains.kotlin.android")
}

android {
    namespace = "com.gbg.bridge"
    compileSdk = 35
    defaultConfig {
        // The runtime uses nothing newer than API 21; the message listener is AndroidX's, which
        // checks at run time that the device's WebView has it (WebViewFeature.WEB_MESSAGE_LISTENER).
        minSdk = 21
        consumerProguardFiles("consumer-rules.pro")
    }
    compileOptions {
        sourceCompatibility = JavaVersion.VERSION_1_8
        targetCompatibility = JavaVersion.VERSION_1_8
    }
}

kotlin {
    // Every public declaration says it is public: the API is what an app uses, nothing more.
    explicitApi()
    compilerOptions {
        allWarningsAsErrors.set(true)
        // The runtime's own files use what is fenced off for generated code.
        optIn.add("com.gbg.bridge.runtime.BridgeGeneratedApi")
    }
}

dependencies {
    // Handlers are suspend functions, run on the main thread and cancelled with their request;
    // every Android app that uses coroutines has these already. (Tested here with 1.10.2.)
    implementation("org.jetbrains.kotlinx:kotlinx-coroutines-android:1.10.2")
    // WebViewCompat.addWebMessageListener: the transport, instead of addJavascriptInterface.
    implementation("androidx.webkit:webkit:1.16.0")
}

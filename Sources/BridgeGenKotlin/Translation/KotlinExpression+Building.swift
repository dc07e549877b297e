/// Short ways to build expressions, so translations read as the code they make.
extension KotlinExpression {
    /// `self.name`.
    func dot(_ name: String) -> KotlinExpression { .member(self, name, isSafe: false) }

    /// `self?.name`.
    func safeDot(_ name: String) -> KotlinExpression { .member(self, name, isSafe: true) }

    /// `self(arguments)`.
    func call(_ arguments: KotlinExpression...) -> KotlinExpression { .call(self, arguments, trailing: nil) }

    /// `self(arguments)`, from a list.
    func call(arguments: [KotlinExpression]) -> KotlinExpression { .call(self, arguments, trailing: nil) }

    /// `self(arguments) { parameters -> statements }`.
    func call(_ arguments: [KotlinExpression], _ parameters: [String], _ statements: [KotlinStatement]) -> KotlinExpression {
        .call(self, arguments, trailing: KotlinLambda(parameters, statements))
    }

    /// `JsonDecoding.name(arguments)`.
    static func decoding(_ name: String, _ arguments: KotlinExpression...) -> KotlinExpression {
        .call(KotlinExpression.name("JsonDecoding").dot(name), arguments, trailing: nil)
    }
}

extension KotlinStatement {
    /// An expression as a statement.
    static func call(_ value: KotlinExpression) -> KotlinStatement { .expression(value) }
}
